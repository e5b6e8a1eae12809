/**
 * Western digits for Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) ones, everything else
 * unchanged: the one digit folding of the portal, used wherever people type numbers (prices,
 * quantities, phone numbers).
 *
 * @example foldDigits('٠٩٤٤ ۱۲۳') // '0944 123'
 */
export function foldDigits(text: string): string {
  return text.replace(/[٠-٩۰-۹]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

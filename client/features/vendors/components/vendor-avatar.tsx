/** A business's round avatar, or its initials on a coloured disc when it has none. */
export function VendorAvatar({ name, url, size = 64 }: { name: string; url: string | null; size?: number }) {
  const words = name.trim().split(/\s+/);
  // Arabic letters join, so two Arabic initials would read as a word: one letter is shown instead.
  const initials = /[\u0600-\u06FF]/.test(name) ? (words[0]?.[0] ?? '') : words.slice(0, 2).map((word) => word[0] ?? '').join('');
  if (url) {
    return <img src={url} alt="" width={size} height={size} loading="lazy" decoding="async" className="shrink-0 rounded-full border border-line bg-line/40 object-cover" style={{ width: size, height: size }} />;
  }
  return (
    <span aria-hidden="true" className="flex shrink-0 items-center justify-center rounded-full bg-brand/15 font-bold text-brand" style={{ width: size, height: size, fontSize: size / 2.6 }}>
      {initials}
    </span>
  );
}

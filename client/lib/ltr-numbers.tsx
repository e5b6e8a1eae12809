import { Fragment } from 'react';

/**
 * A phone number or a number pattern such as `09XX XXX XXX` or `+963 9XX XXX XXX`: a digit (after
 * an optional `+`), then digits and `X`, in groups separated by single spaces; seven characters at
 * least, so that years and counts are left alone.
 */
const NUMBER_RUN = /\+?\d[\dX]*(?: [\dX]+)*/g;
const MIN_RUN = 7;

/** Splits `text` into plain parts and phone-like runs, in order. */
export function splitNumberRuns(text: string): Array<{ text: string; isNumber: boolean }> {
  const parts: Array<{ text: string; isNumber: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(NUMBER_RUN)) {
    if (match[0].replace(/\D/g, '').length + (match[0].match(/X/g)?.length ?? 0) < MIN_RUN) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), isNumber: false });
    parts.push({ text: match[0], isNumber: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), isNumber: false });
  return parts;
}

/**
 * Text whose phone numbers keep their left-to-right order inside Arabic: each number is isolated in
 * `<bdi dir="ltr">`, so `+963 9XX XXX XXX` never turns into `9XX XXX XXX 963+`, and is not broken
 * over two lines.
 */
export function LtrNumbers({ text }: { text: string }) {
  return (
    <>
      {splitNumberRuns(text).map((part, index) =>
        part.isNumber ? (
          <bdi key={index} dir="ltr" className="whitespace-nowrap">
            {part.text}
          </bdi>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** A person's round avatar, or their first letter on a coloured disc. */
export function PeerAvatar({ name, url, size = 44 }: { name: string; url: string | null; size?: number }) {
  if (url) {
    return <img src={url} alt="" width={size} height={size} loading="lazy" decoding="async" className="shrink-0 rounded-full border border-line object-cover" style={{ width: size, height: size }} />;
  }
  return (
    <span aria-hidden="true" className="flex shrink-0 items-center justify-center rounded-full bg-brand/15 font-bold text-brand" style={{ width: size, height: size, fontSize: size / 2.4 }}>
      {name.trim().slice(0, 1).toUpperCase()}
    </span>
  );
}

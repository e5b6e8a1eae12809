import { MapPin } from 'lucide-react';
import { governorateName } from '../governorates.ts';
import { useLang } from '../hooks/use-lang.ts';

/** A place: the pin and the governorate's name in the reader's language; nothing without one. */
export function GovernorateLabel({ id, className, iconClassName }: { id: string | null; className: string; iconClassName: string }) {
  const lang = useLang();
  const name = governorateName(id, lang);
  if (!name) return null;
  return (
    <span className={className}>
      <MapPin aria-hidden="true" className={iconClassName} />
      {name}
    </span>
  );
}

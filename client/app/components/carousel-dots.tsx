/**
 * The dots under a carousel (the home banners, a post's photos): one button a slide, the current one
 * marked with aria-current, a click going to that slide. `label` names each dot for screen readers.
 */
export function CarouselDots(props: {
  count: number;
  active: number;
  onSelect: (index: number) => void;
  label: (index: number) => string;
  className: string;
  /** Classes of every dot, then those of the current one and of the others. */
  dotClassName: { base: string; active: string; idle: string };
}) {
  const { dotClassName } = props;
  return (
    <div className={props.className}>
      {Array.from({ length: props.count }, (_, index) => (
        <button
          // The dots are places in the row, not slides: the position is their identity.
          key={index}
          type="button"
          aria-label={props.label(index)}
          aria-current={index === props.active ? 'true' : undefined}
          onClick={() => props.onSelect(index)}
          className={`needs-script ${dotClassName.base} ${index === props.active ? dotClassName.active : dotClassName.idle}`}
        />
      ))}
    </div>
  );
}

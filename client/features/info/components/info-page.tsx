import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';

interface InfoSection {
  heading: string;
  paragraphs: string[];
  items: string[];
}

/**
 * An information page: its title, an introduction and sections of paragraphs and lists, all from
 * the `namespace` of the i18n catalogues (`guide`, `vision`, `privacy`).
 */
export function InfoPage({ namespace, titleKey, children }: { namespace: 'guide' | 'vision' | 'privacy'; titleKey: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const sections = t(`${namespace}.sections`, { returnObjects: true }) as InfoSection[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <h1 className="text-2xl font-bold text-brand-strong md:text-3xl dark:text-brand">{t(titleKey)}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{t(`${namespace}.intro`)}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-loose">
              {paragraph}
            </p>
          ))}
          {section.items.length > 0 && (
            <ul className="mt-3 list-disc space-y-2 ps-6 leading-loose marker:text-brand">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {children}
    </article>
  );
}

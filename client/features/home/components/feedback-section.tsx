import { MessageSquareHeart, Quote } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useEnquiryDialog } from '#client/features/enquiries/hooks/use-enquiry-dialog.ts';

interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/**
 * Invites a suggestion and shows a few short testimonials. The button opens the enquiry dialog,
 * which itself answers visitors with the Login Required toast.
 */
export function FeedbackSection() {
  const { t } = useTranslation();
  const enquiry = useEnquiryDialog();
  const testimonials = t('home.feedback.testimonials', { returnObjects: true }) as Testimonial[];
  return (
    <section aria-labelledby="feedback" className="grid gap-4 rounded-2xl border border-line bg-card p-5 lg:grid-cols-3">
      <div className="flex flex-col items-start gap-3">
        <MessageSquareHeart aria-hidden="true" className="size-8 text-brand" />
        <h2 id="feedback" className="text-xl font-bold">
          {t('home.feedback.title')}
        </h2>
        <p className="text-muted">{t('home.feedback.body')}</p>
        <button
          type="button"
          onClick={enquiry.open}
          className="needs-script rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand"
        >
          {t('home.feedback.button')}
        </button>
      </div>
      <div className="lg:col-span-2">
        <h3 className="sr-only">{t('home.feedback.testimonialsLabel')}</h3>
        <ul className="grid gap-3 sm:grid-cols-3">
          {Array.isArray(testimonials)
            ? testimonials.map((item) => (
                <li key={item.name}>
                  <figure className="flex h-full flex-col gap-2 rounded-xl bg-surface p-3">
                    <Quote aria-hidden="true" className="size-5 text-accent rtl:-scale-x-100" />
                    <blockquote className="text-sm">{item.quote}</blockquote>
                    <figcaption className="mt-auto text-xs text-muted">
                      <span className="font-semibold text-ink">{item.name}</span> · {item.role}
                    </figcaption>
                  </figure>
                </li>
              ))
            : null}
        </ul>
      </div>
    </section>
  );
}

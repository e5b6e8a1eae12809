import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TCategory } from '#common/schemas/categories.ts';
import { renderInPortal } from '#client/test/render.tsx';
import { startTestApi, type ApiAnswer, type ReceivedRequest } from '#client/test/test-api.ts';
import { emptyPost, PostForm } from './post-form.tsx';

const CATEGORIES: TCategory[] = [
  {
    id: 'clothing-textiles',
    nameEn: 'Clothing and textiles',
    nameAr: 'الألبسة والنسيج',
    imageUrl: '/c.webp',
    imageVariants: [],
    subcategories: [{ id: 'fabrics', nameEn: 'Fabrics', nameAr: 'أقمشة' }],
  },
];

let api: Awaited<ReturnType<typeof startTestApi>>;
/** How the API answers a post being published; the categories are always answered. */
let answerPost: (request: ReceivedRequest) => ApiAnswer;
const posted = () => api.received.filter((request) => request.method === 'POST').map((request) => JSON.parse(request.body) as Record<string, unknown>);

beforeAll(async () => {
  api = await startTestApi((request) => (request.path === '/api/v1/categories' ? { json: CATEGORIES } : answerPost(request)));
});
afterAll(() => api.close());
beforeEach(() => {
  api.received.length = 0;
  answerPost = () => ({ status: 201, json: { id: 'p-new', kind: 'product', isActive: true } });
});

function renderNewProduct(language: 'ar' | 'en') {
  renderInPortal(
    <Routes>
      <Route path="/" element={<PostForm defaults={emptyPost('product')} photos={[]} />} />
      <Route path="/supplier/:id" element={<p>the post's page</p>} />
    </Routes>,
    { language },
  );
  return userEvent.setup();
}

/** The control a label names, the label's required mark aside. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

/** Fills every required field of a product; the category list arrives from the API first. */
async function fillProduct(user: ReturnType<typeof userEvent.setup>, labels: { title: string; category: string; subcategory: string; governorate: string }) {
  await user.type(field(labels.title), 'قماش قطني مصبوغ');
  const category = field(labels.category) as HTMLSelectElement;
  await waitFor(() => expect(category.options.length).toBe(2));
  await user.selectOptions(category, 'clothing-textiles');
  await user.selectOptions(field(labels.subcategory), 'fabrics');
  await user.selectOptions(field(labels.governorate), 'aleppo');
}

describe('PostForm', () => {
  it('refuses an empty form beside each field, in Arabic, and sends nothing', async () => {
    const user = renderNewProduct('ar');
    await user.click(screen.getByRole('button', { name: 'انشر' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('هذا الحقل مطلوب.');
    expect(field('اسم المنتج').getAttribute('aria-invalid')).toBe('true');
    expect(posted()).toEqual([]);
  });

  it('reads prices typed in Arabic digits, in old pounds, and keeps a range low to high', async () => {
    const user = renderNewProduct('ar');
    await fillProduct(user, { title: 'اسم المنتج', category: 'الفئة', subcategory: 'الفئة الفرعية', governorate: 'المحافظة' });
    await user.type(screen.getByLabelText('أدنى سعر'), '٥٠٠');
    await user.type(screen.getByLabelText('أعلى سعر'), '٢٠٠');
    await user.click(screen.getByLabelText('الليرة القديمة'));
    await user.click(screen.getByRole('button', { name: 'انشر' }));
    expect(await screen.findByText('يجب ألا يقل أعلى سعر عن أدنى سعر.')).toBeTruthy();
    expect(posted()).toEqual([]);

    await user.clear(screen.getByLabelText('أعلى سعر'));
    await user.type(screen.getByLabelText('أعلى سعر'), '١٬٢٥٠');
    await user.click(screen.getByRole('button', { name: 'انشر' }));
    await screen.findByText("the post's page");
    expect(posted()).toEqual([
      expect.objectContaining({ kind: 'product', title: 'قماش قطني مصبوغ', categoryId: 'clothing-textiles', subcategoryId: 'fabrics', governorate: 'aleppo', currency: 'SYP', sypUnit: 'old', priceMin: 500, priceMax: 1250 }),
    ]);
  });

  it('sends no pound unit with dollars, and puts the server\'s refusal of a field beside it, in English', async () => {
    answerPost = () => ({ status: 400, json: { error: { code: 'validation', message: 'invalid', fields: { title: 'postForm.errors.titleMax' } } } });
    const user = renderNewProduct('en');
    await fillProduct(user, { title: 'Product name', category: 'Category', subcategory: 'Subcategory', governorate: 'Governorate' });
    await user.selectOptions(field('Currency'), 'USD');
    expect(screen.queryByLabelText('Old pounds')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(field('Product name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Use at most/)).toBeTruthy();
    expect(posted()).toHaveLength(1);
    expect(posted()[0]).toMatchObject({ currency: 'USD' });
    expect(posted()[0]).not.toHaveProperty('sypUnit');
    expect(screen.queryByText("the post's page")).toBeNull();
  });
});

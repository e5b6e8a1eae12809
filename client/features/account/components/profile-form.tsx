import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '#client/lib/texts.tsx';
import type { z } from '#common/zod.ts';
import { BUSINESS_TYPES } from '#common/constants/business-types.ts';
import { GOVERNORATES } from '#common/constants/governorates.ts';
import { ZUpdateProfileRequest, type TMyProfile } from '#common/schemas/profiles.ts';
import { buttonClass, FormMessage, SelectField, TextAreaField, TextField } from '#client/app/components/form-field.tsx';
import { ApiError } from '#client/lib/api.ts';
import { myProfileQuery } from '../api/get-my-profile.ts';
import { updateMyProfile } from '../api/update-my-profile.ts';
import { AvatarField, type AvatarValue } from './avatar-field.tsx';
import { PhoneConfirmation, phoneStateOf, PhoneStatus } from './phone-confirmation.tsx';

type Input = z.input<typeof ZUpdateProfileRequest>;
type Output = z.output<typeof ZUpdateProfileRequest>;

/**
 * Edits the profile: photo, name, business, description, governorate, address, phone (with its
 * confirmation by SMS code), WhatsApp, website.
 */
export function ProfileForm({ profile, fallbackInitial }: { profile: TMyProfile; fallbackInitial: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const [avatar, setAvatar] = useState<AvatarValue>({ url: profile.avatarUrl, image: profile.avatar });
  const [isUploading, setIsUploading] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: {
      fullName: profile.fullName,
      businessName: profile.businessName ?? '',
      businessType: profile.businessType ?? undefined,
      companyDescription: profile.companyDescription ?? '',
      governorate: profile.governorate ?? undefined,
      address: profile.address ?? '',
      phone: profile.phone ?? '',
      whatsapp: profile.whatsapp ?? '',
      website: profile.website ?? '',
    },
  });
  const errors = form.formState.errors;
  const phoneState = phoneStateOf(profile, useWatch({ control: form.control, name: 'phone' }));

  const submit = form.handleSubmit(async (values) => {
    setMessage(undefined);
    try {
      // The photo is sent only when it changed; `avatarUrl` is otherwise left as it is.
      const saved = await updateMyProfile({ ...values, ...(avatar.url !== profile.avatarUrl ? { avatarUrl: avatar.url } : {}) });
      queryClient.setQueryData(myProfileQuery.queryKey, saved);
      setAvatar({ url: saved.avatarUrl, image: saved.avatar });
      setMessage({ tone: 'success', text: t('account.saved') });
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields) {
        for (const [field, text] of Object.entries(caught.fields)) form.setError(field as keyof Input, { message: text });
      }
      setMessage({ tone: 'error', text: caught instanceof ApiError ? t(`errors.${caught.code}`) : t('errors.internal') });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}</div>
      <div className="sm:col-span-2">
        <AvatarField
          value={avatar}
          onChange={(next) => {
            form.clearErrors('avatarUrl');
            setAvatar(next);
          }}
          onUploadingChange={setIsUploading}
          initial={fallbackInitial}
          unsaved={avatar.url !== profile.avatarUrl}
          error={errors.avatarUrl?.message}
        />
      </div>
      <TextField label={t('account.fullName')} dir="auto" autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />
      <TextField label={t('account.businessName')} dir="auto" autoComplete="organization" error={errors.businessName?.message} {...form.register('businessName')} />
      <SelectField label={t('account.businessType')} error={errors.businessType?.message} {...form.register('businessType')}>
        {BUSINESS_TYPES.map((type) => (
          <option key={type.id} value={type.id}>
            {type[lang]}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('account.governorate')} error={errors.governorate?.message} {...form.register('governorate')}>
        {GOVERNORATES.map((governorate) => (
          <option key={governorate.id} value={governorate.id}>
            {governorate[lang]}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <TextAreaField label={t('account.companyDescription')} error={errors.companyDescription?.message} rows={4} {...form.register('companyDescription')} />
      </div>
      <TextField label={t('account.address')} dir="auto" autoComplete="street-address" error={errors.address?.message} {...form.register('address')} />
      <TextField label={t('account.website')} dir="ltr" type="url" inputMode="url" error={errors.website?.message} {...form.register('website')} />
      <div className="flex flex-col gap-3">
        <TextField
          label={t('account.phone')}
          dir="ltr"
          type="tel"
          autoComplete="tel"
          hint={phoneState === 'none' ? undefined : <PhoneStatus state={phoneState} />}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        {phoneState === 'unverified' ? <PhoneConfirmation /> : null}
      </div>
      <TextField label={t('account.whatsapp')} dir="ltr" type="tel" error={errors.whatsapp?.message} {...form.register('whatsapp')} />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={form.formState.isSubmitting || isUploading}>
          {form.formState.isSubmitting ? t('account.saving') : t('account.save')}
        </button>
      </div>
    </form>
  );
}

import {
  contactMessageSchema,
  inquiryTypes,
  type ContactMessageInput,
  type InquiryType,
  type MessageId,
  type PublicUser,
} from '@acp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { primaryButton } from '@/components/button-styles';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { toApiFailure } from '@/lib/api-error';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';
import { toast } from '@/lib/toast';
import { useIsMobile } from '@/lib/use-media-query';
import { useSendContactMessageMutation } from '../api/contact-api';

type ContactField = keyof ContactMessageInput;
const contactFields: readonly ContactField[] = [
  'fullName',
  'email',
  'phone',
  'inquiryType',
  'message',
];

/** Each inquiry type's name on screen; the value sent stays the English one. */
const inquiryLabels: Record<InquiryType, MessageId> = {
  'General Inquiry': 'contact.inquiry.general',
  'Issue with My Test': 'contact.inquiry.test',
  'Payment/Unlocking Issue': 'contact.inquiry.payment',
  'Feedback or Suggestion': 'contact.inquiry.feedback',
};

/** An empty form, with the sender's own details filled in when known. */
export function contactDefaults(user: PublicUser | null | undefined): ContactMessageInput {
  return {
    fullName: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.contact ?? '',
    inquiryType: inquiryTypes[0],
    message: '',
  };
}

/** The contact form of product.md §2, validated with the shared schema, sent to `POST /contact`. */
export function ContactForm({ user }: { user: PublicUser | null }) {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const isMobile = useIsMobile();
  const [sendContactMessage] = useSendContactMessageMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ContactMessageInput, unknown, z.output<typeof contactMessageSchema>>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: contactDefaults(user),
  });

  useEffect(() => {
    // The user can arrive after the first paint; fill in their details unless typing began.
    if (user && !isDirty) reset(contactDefaults(user));
  }, [user, isDirty, reset]);

  const onSubmit = async (values: z.output<typeof contactMessageSchema>) => {
    try {
      const { message } = await sendContactMessage(values).unwrap();
      toast.success(message);
      reset(contactDefaults(user));
    } catch (error) {
      const failure = toApiFailure(error);
      toast.error(failure.message);
      for (const field of contactFields) {
        const fieldMessage = failure.fields?.[field];
        if (fieldMessage) setError(field, { message: fieldMessage });
      }
    }
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'contact.form' })}
      className="space-y-5"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <TextField
        label={intl.formatMessage({ id: 'contact.fullName' })}
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'contact.email' })}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={intl.formatMessage({ id: 'contact.phone' })}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <fieldset aria-describedby={errors.inquiryType ? 'inquiry-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          <FormattedMessage id="contact.inquiryType" />
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {inquiryTypes.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-slate-800 transition has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-indigo-200"
            >
              <input
                type="radio"
                value={type}
                className="size-4 accent-indigo-600"
                {...register('inquiryType')}
              />
              <FormattedMessage id={inquiryLabels[type]} />
            </label>
          ))}
        </div>
        {errors.inquiryType ? (
          <p id="inquiry-error" className="mt-1.5 text-sm text-rose-700">
            {translate(errors.inquiryType.message ?? '')}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={intl.formatMessage({ id: 'contact.message' })}
        rows={isMobile ? 2 : 3}
        placeholder={intl.formatMessage({ id: 'contact.placeholder' })}
        error={errors.message?.message}
        {...register('message')}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className={`${primaryButton} w-full py-3 sm:w-auto sm:px-10`}
      >
        <FormattedMessage id={isSubmitting ? 'contact.sending' : 'contact.send'} />
      </button>
    </form>
  );
}

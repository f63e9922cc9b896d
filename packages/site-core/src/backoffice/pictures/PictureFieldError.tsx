'use client';

import { useField } from '@payloadcms/ui';

/**
 * A photo field's refusal, written out under its label: Payload's own marker is a one-line tooltip
 * that cuts a sentence off (and at 375 px shows only on focus), while this one names the picture and
 * the language whose alt text is missing, and says where to write it.
 */
export function PictureFieldError(props: { path?: string }) {
  const { errorMessage, showError } = useField<unknown>({ path: props.path ?? 'hero' });
  if (!showError || !errorMessage) return null;
  return (
    <p
      role="alert"
      data-field-problem=""
      style={{
        color: 'var(--theme-error-750, var(--theme-error-500))',
        background: 'var(--theme-error-100)',
        border: '1px solid var(--theme-error-400)',
        borderRadius: 'var(--style-radius-s, 3px)',
        padding: '0.5rem 0.75rem',
        margin: '0 0 0.5rem',
      }}
    >
      {errorMessage}
    </p>
  );
}

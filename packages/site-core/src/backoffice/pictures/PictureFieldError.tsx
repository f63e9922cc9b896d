'use client';

import { fieldRefusalStyle } from '../fieldRefusal';
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
    <p role="alert" data-field-problem="" style={fieldRefusalStyle('0.5rem')}>
      {errorMessage}
    </p>
  );
}

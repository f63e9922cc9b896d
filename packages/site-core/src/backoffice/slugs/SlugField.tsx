'use client';

import { TextField, useField, useFormFields, useTranslation } from '@payloadcms/ui';
import type { TextFieldClientProps } from 'payload';
import { useEffect, useRef } from 'react';
import { slugPattern } from '../../schema/content';
import { refusalsIn } from '../staffLanguage/refusals.mts';
import { slugFromTitle, slugShapeMessage } from './slugFromTitle';

/**
 * The slug field of the admin: while staff type the title of a page that has no address yet, the
 * address follows it (č, ć, ž, š, đ written plainly); once staff type in the slug themselves it stays
 * theirs. A document that already has an address keeps it when its title changes (its page is live
 * under it). What is wrong with the slug is said under it as staff type, and after a refused save
 * (Payload marks fields only when publishing, not when a draft is refused).
 */
export function SlugField(props: TextFieldClientProps & { titleField?: string }) {
  const { path, titleField = 'title' } = props;
  const title = useFormFields(([fields]) => fields[titleField]?.value);
  const { value, setValue, initialValue, errorMessage, valid } = useField<string>({
    path: path ?? 'slug',
  });
  // Read from staff's own input events: the form's state may come back from the server a step
  // behind the title, so comparing values would take a late echo for staff's own choice.
  const following = useRef(!initialValue);

  useEffect(() => {
    if (!following.current) return;
    const made = slugFromTitle(typeof title === 'string' ? title : '');
    if (made !== (value ?? '')) setValue(made);
    // Only a change of the title makes the slug anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title]);

  // The shape is checked here as staff type; a refusal only the server knows (an address another
  // page has) stays until the next save.
  const { i18n } = useTranslation();
  const shapeMessage = refusalsIn(i18n.language).say(slugShapeMessage);
  const shapeProblem = value && !slugPattern.test(value) ? shapeMessage : undefined;
  const serverProblem =
    valid === false && errorMessage && errorMessage !== shapeMessage ? errorMessage : undefined;
  const problem = shapeProblem ?? serverProblem;
  return (
    <div
      onInputCapture={() => {
        following.current = false;
      }}
    >
      <TextField {...props} />
      {problem ? (
        <p
          role="alert"
          data-slug-problem=""
          style={{ color: 'var(--theme-error-500)', marginTop: 'calc(var(--base) * -0.5)' }}
        >
          {problem}
        </p>
      ) : null}
    </div>
  );
}

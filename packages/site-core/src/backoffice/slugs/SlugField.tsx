'use client';

import { TextField, useField, useFormFields } from '@payloadcms/ui';
import type { TextFieldClientProps } from 'payload';
import { useEffect, useRef } from 'react';
import { slugFromTitle } from './slugFromTitle';

/**
 * The slug field of the admin: while staff type the title of a page that has no address yet, the
 * address follows it (č, ć, ž, š, đ written plainly); once staff change the slug themselves it stays
 * theirs. A document that already has an address keeps it when its title changes (its page is live
 * under it), unless staff change the slug.
 */
export function SlugField(props: TextFieldClientProps & { titleField?: string }) {
  const { path, titleField = 'title' } = props;
  const title = useFormFields(([fields]) => fields[titleField]?.value);
  const { value, setValue, initialValue } = useField<string>({ path: path ?? 'slug' });
  const following = useRef(!initialValue);
  const lastMade = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!following.current) return;
    const made = slugFromTitle(typeof title === 'string' ? title : '');
    if (made === (value ?? '')) return;
    lastMade.current = made;
    setValue(made);
    // Only a change of the title makes the slug anew; staff's own typing is read below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title]);

  useEffect(() => {
    if (!following.current || lastMade.current === undefined) return;
    // A value the title did not make was typed by staff: from now on it is theirs.
    if ((value ?? '') !== lastMade.current) following.current = false;
  }, [value]);

  return <TextField {...props} />;
}

'use client';

import { useFormFields } from '@payloadcms/ui';

interface LengthHintProps {
  path: string;
  /** The most characters: a hard limit (titles) or what search engines show (meta fields). */
  limit: number;
  /** Whether `limit` is only advice (search results cut longer texts) rather than refused. */
  advisory?: boolean;
  description?: string;
}

/** The field's description with a live count of its characters against the length pages allow. */
export function LengthHint({ path, limit, advisory, description }: LengthHintProps) {
  const value = useFormFields(([fields]) => fields[path]?.value);
  const length = typeof value === 'string' ? value.length : 0;
  const over = length > limit;
  const verdict = over
    ? advisory
      ? ' Search results will cut it.'
      : ' Too long: shorten it to save.'
    : '';
  return (
    <div className={`field-description field-description-${path.replace(/\./g, '__')}`}>
      {description ? <p>{description}</p> : null}
      <p data-length-hint={path} style={over ? { color: 'var(--theme-error-500)' } : undefined}>
        {`${length} / ${limit} characters${advisory ? ' recommended' : ''}.${verdict}`}
      </p>
    </div>
  );
}

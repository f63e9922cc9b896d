'use client';

import { useFormFields, useTranslation } from '@payloadcms/ui';
import { screenWords } from '../staffLanguage/screens.mts';

interface LengthHintProps {
  path: string;
  /** The most characters: a hard limit (titles) or what search engines show (meta fields). */
  limit: number;
  /** Whether `limit` is only advice (search results cut longer texts) rather than refused. */
  advisory?: boolean;
  /**
   * The field's help: in each staff language (staffLanguage/index.mts words it from the English the
   * field files write), or plain text.
   */
  description?: string | Partial<Record<string, string>>;
}

/** The field's description with a live count of its characters against the length pages allow. */
export function LengthHint({ path, limit, advisory, description }: LengthHintProps) {
  const { i18n } = useTranslation();
  const words = screenWords(i18n.language);
  const value = useFormFields(([fields]) => fields[path]?.value);
  const length = typeof value === 'string' ? value.length : 0;
  const over = length > limit;
  const verdict = over ? (advisory ? words.cutInResults : words.tooLongToSave) : '';
  const help =
    typeof description === 'string'
      ? description
      : (description?.[i18n.language] ?? description?.en ?? undefined);
  return (
    <div className={`field-description field-description-${path.replace(/\./g, '__')}`}>
      {help ? <p>{help}</p> : null}
      <p data-length-hint={path} style={over ? { color: 'var(--theme-error-500)' } : undefined}>
        {`${words.lengthCount(length, limit, Boolean(advisory))}${verdict}`}
      </p>
    </div>
  );
}

'use client';

import { fieldRefusalStyle } from '../../fieldRefusal';
import { useField, useTranslation } from '@payloadcms/ui';
import { useEffect, useState } from 'react';
import { fileTypeProblem } from './fileType.mts';
import { mediaWordsIn } from './words.mts';

/**
 * Under the file of an upload, as soon as one is chosen: what the file is when its content is not
 * what its name says (a PDF named `.png`) or no type the library takes. The server refuses such a
 * file before storing it (hooks.mts); this says so at once, where the file is, and not only in a
 * toast after the save.
 */
export function UploadTypeCheck() {
  const { value } = useField<File | null>({ path: 'file' });
  const { i18n } = useTranslation();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let current = true;
    if (typeof File === 'undefined' || !(value instanceof File)) {
      setProblem(undefined);
      return;
    }
    void value
      .slice(0, 4096)
      .arrayBuffer()
      .then((head) => {
        const found = fileTypeProblem(value.name, new Uint8Array(head));
        if (current) setProblem(found ? mediaWordsIn(i18n.language).fileRefused(found) : undefined);
      });
    return () => {
      current = false;
    };
  }, [value, i18n.language]);

  if (!problem) return null;
  return (
    <p role="alert" data-upload-problem="" style={fieldRefusalStyle('1rem')}>
      {problem}
    </p>
  );
}

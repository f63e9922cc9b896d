'use client';

import { useEffect } from 'react';
import { PublishButton as PayloadPublishButton, useDocumentInfo } from '@payloadcms/ui';
import type { PublishButtonClientProps } from 'payload';

/**
 * Payload's publish button, whose schedule dialog opens on "Publish" for a draft never published.
 * Payload counts a document's unpublished versions only against a published one, so a draft that was
 * never published counts none, and its dialog (which offers "Unpublish" first when nothing is newer
 * than the published version) would preselect unpublishing something that is not online. A draft that
 * was never published is unpublished versions only: at least one, as Payload itself records after an
 * unpublish. The count decides nothing else while nothing is published (the status reads "Draft").
 */
export function PublishButton(props: PublishButtonClientProps & { label?: string }) {
  const { id, hasPublishedDoc, unpublishedVersionCount, versionCount, setUnpublishedVersionCount } =
    useDocumentInfo();
  const neverPublished = Boolean(id) && !hasPublishedDoc;
  useEffect(() => {
    if (neverPublished && unpublishedVersionCount < 1) {
      setUnpublishedVersionCount(Math.max(versionCount, 1));
    }
  }, [neverPublished, unpublishedVersionCount, versionCount, setUnpublishedVersionCount]);
  return <PayloadPublishButton {...props} />;
}

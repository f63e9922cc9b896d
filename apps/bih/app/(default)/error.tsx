'use client';

import { ErrorPage } from '@medivia/site-core/layout/ErrorPage';

export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPage {...props} locale="bs" homeHref="/" />;
}

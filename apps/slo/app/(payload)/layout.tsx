import config from '@payload-config';
import '@payloadcms/next/css';
// After Payload's: our admin components' own styles (a phone's width among them).
import '@medivia/site-core/backoffice/admin.css';
import { backOfficeServerFunctions } from '@medivia/site-core/backoffice/server-functions';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import type { ServerFunctionClient } from 'payload';
import type { ReactNode } from 'react';
import { importMap } from './admin/importMap';

const serverFunction: ServerFunctionClient = async function (args) {
  'use server';
  // The site's checked server functions (scheduling a publish) in place of Payload's own.
  return handleServerFunctions({
    ...args,
    config,
    importMap,
    serverFunctions: backOfficeServerFunctions,
  });
};

export default function BackOfficeLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  );
}

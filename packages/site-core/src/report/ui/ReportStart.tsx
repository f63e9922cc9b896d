'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { isReportKind, type ReportKind } from '../schema/kinds';
import { loadDraft } from './draftStorage';
import type { ReportWizardProps } from './ReportWizard';
import { StartScreen, startKindParam } from './StartScreen';
import type { StartScreenText } from './startScreenText';
import styles from './ReportWizard.module.css';

export interface ReportStartProps {
  text: StartScreenText;
  wizard: ReportWizardProps;
}

type Wizard = ComponentType<ReportWizardProps>;

/** One fetch of the wizard's code (form library, schema, catalogue), shared by every trigger. */
let wizardCode: Promise<Wizard> | undefined;
const loadWizard = () => (wizardCode ??= import('./ReportWizard').then((m) => m.ReportWizard));

/**
 * The report page on arrival: the start screen only. The wizard (react-hook-form, zod, react-intl
 * and the report catalogue) is fetched when the visitor shows intent, by pointing at or focusing the
 * start form, and shown once Start is pressed. It is shown at once when there is a draft to resume,
 * or when Start was pressed before this page hydrated (the start form then reloaded the page as
 * GET ?report-kind=…). So the page hydrates a radio group and a button, not the whole form.
 */
export function ReportStart({ text, wizard }: ReportStartProps) {
  const [Loaded, setLoaded] = useState<{ Wizard: Wizard; startWith?: ReportKind } | null>(null);
  // The kind a pending Start asked for, kept while the code is on its way.
  const pending = useRef<ReportKind | undefined>(undefined);

  const open = (startWith?: ReportKind, fromStartPress = false) => {
    pending.current = startWith;
    loadWizard().then(
      (Wizard) => setLoaded({ Wizard, startWith: pending.current }),
      (error: unknown) => {
        wizardCode = undefined;
        // Offline or a new deploy: send the start form the way it works without JavaScript; the
        // reloaded page opens the step from the query. A failure on that load is left to the site's
        // chunk-reload guard (at most one reload a minute).
        if (fromStartPress && startWith) {
          const url = new URL(window.location.href);
          url.searchParams.set(startKindParam, startWith);
          window.location.assign(url);
        } else throw error;
      },
    );
  };

  useEffect(() => {
    const url = new URL(window.location.href);
    const requested = url.searchParams.get(startKindParam);
    if (requested !== null) {
      url.searchParams.delete(startKindParam);
      window.history.replaceState(window.history.state, '', url);
    }
    // A draft wins over the query: the wizard resumes it.
    if (loadDraft()) open();
    else if (isReportKind(requested)) open(requested);
  }, []);

  if (Loaded) return <Loaded.Wizard {...wizard} startWith={Loaded.startWith} />;
  // The same frame as the wizard's, so nothing moves when it takes over.
  return (
    <div className={styles.wizard}>
      <StartScreen
        text={text}
        onIntent={() => void loadWizard().catch(() => undefined)}
        onStart={(kind) => open(kind, true)}
      />
    </div>
  );
}

'use client';

import {
  Activity,
  createContext,
  lazy,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';

/**
 * What tells the island that its enhancement has taken over: a stable object, so handing it down
 * never counts as an update of the server's markup still waiting for its code.
 */
interface Arrival {
  done: boolean;
  /** In the commit that hydrates the enhancement: its handlers own the markup from here on. */
  takeOver?: () => void;
  /** After the enhancement's own effects ran (state adopted from the markup): replay what was held. */
  settle?: () => void;
}

const ArrivalContext = createContext<Arrival | null>(null);

/** Rendered after the enhanced component, so its effects run after the enhancement's own. */
function Arrived() {
  const arrival = useContext(ArrivalContext);
  useLayoutEffect(() => {
    if (!arrival || arrival.done) return;
    arrival.done = true;
    arrival.takeOver?.();
  }, [arrival]);
  useEffect(() => arrival?.settle?.(), [arrival]);
  return null;
}

/**
 * A visitor's first touch of the form: a pointer over or on it, focus in it, a key or an edit. A
 * pointer that merely passes over gives the code a head start before the click that follows.
 */
export const interactionEvents = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
] as const;

const subscribeToNothing = () => () => {};
const isNotHydrating = () => false;
const isHydrating = () => true;

export interface EnhanceOptions {
  /** Asked on the client when the island mounts: true loads the enhancement at once (a draft to resume). */
  loadAtOnce?: () => boolean;
}

/**
 * An island whose server-rendered markup works as plain HTML and whose code (form library, schema,
 * message catalogue) is fetched on the visitor's first interaction with it, not with the page.
 *
 * The server renders the enhanced component itself, inline in the page (inside an Activity boundary,
 * which unlike a Suspense boundary is never sent apart from the page, so the form is complete without
 * scripts). In the browser React leaves a boundary whose code is missing dehydrated: the markup stays
 * as the server sent it until the first interaction loads the code, and React then hydrates that same
 * markup in place: the same elements, so nothing moves and what the visitor typed, chose or focused
 * stays (react-hook-form adopts values edited before it registered a field). Until then the island holds what would be lost:
 * a submit waits for the enhancement and is sent again once it has arrived, a click on a button
 * that only scripts serve (a select's trigger) is repeated, and the browser's own validation is off
 * because the enhancement validates. If the code cannot be loaded, the next interaction tries again
 * and a held submit of a form with an action goes to the server as it would without scripts.
 *
 * A client-side navigation to the page has no server markup to keep: the code loads at once, and the
 * navigation waits for it as it waits for any page's code.
 */
export function enhanceOnInteraction<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { loadAtOnce }: EnhanceOptions = {},
): ComponentType<P> {
  let deliver!: (component: ComponentType<P>) => void;
  const delivered = new Promise<ComponentType<P>>((resolve) => (deliver = resolve));
  let loading: Promise<boolean> | undefined;
  /** Fetches the enhancement once; resolves false on failure, after which another call tries again. */
  const start = (): Promise<boolean> =>
    (loading ??= load().then(
      (component) => {
        deliver(component);
        return true;
      },
      () => {
        loading = undefined;
        return false;
      },
    ));

  const withArrival = (Component: ComponentType<P>) => ({
    default: function Enhanced(props: P) {
      return (
        <>
          <Component {...props} />
          <Arrived />
        </>
      );
    },
  });
  // The server renders the enhancement with the page; the browser waits for the first interaction.
  const Enhancement = lazy(() =>
    typeof window === 'undefined' ? load().then(withArrival) : delivered.then(withArrival),
  );

  function EnhanceOnInteraction(props: P) {
    const root = useRef<HTMLDivElement>(null);
    const [arrival] = useState<Arrival>(() => ({ done: false }));
    // True while React hydrates the server's markup, false where it renders in the browser.
    const hydrating = useSyncExternalStore(subscribeToNothing, isNotHydrating, isHydrating);
    const hydrated = useRef(hydrating);
    const firstProps = useRef(props);
    // No server markup to keep (a client-side navigation), or new props for it: the code is needed now.
    if (!hydrated.current || props !== firstProps.current) void start();
    // The same element while the props stay, so React's re-render after hydration (the snapshot above
    // changes) is no update of the boundary still waiting for its code.
    const content = useMemo(
      () => (
        <Activity mode="visible">
          <Enhancement {...props} />
        </Activity>
      ),
      [props],
    );

    useEffect(() => {
      const element = root.current;
      if (!element || arrival.done) return;
      const inside = (event: Event) =>
        event.target instanceof Node && element.contains(event.target);
      const forms = [...element.querySelectorAll('form')].map((form) => ({
        form,
        noValidate: form.noValidate,
      }));
      let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
      let heldClick: HTMLElement | null = null;

      const begin = () =>
        void start().then((ok) => {
          if (!ok) giveBack();
        });
      const onInteraction = (event: Event) => {
        if (inside(event)) begin();
      };
      const onClick = (event: Event) => {
        if (!inside(event)) return;
        const button = (event.target as Element).closest('button');
        if (button?.type === 'button') heldClick = button;
        begin();
      };
      const onSubmit = (event: Event) => {
        if (!inside(event)) return;
        event.preventDefault();
        heldSubmit = {
          form: event.target as HTMLFormElement,
          submitter: (event as SubmitEvent).submitter,
        };
        begin();
      };
      // On window, in the capture phase: React stops the propagation of events aimed at markup it
      // has not hydrated yet, at the document, so listeners below it would not hear them.
      const listeners: [string, (event: Event) => void][] = [
        ...interactionEvents.map((type) => [type, onInteraction] as [string, (e: Event) => void]),
        ['click', onClick],
        ['submit', onSubmit],
      ];
      const listen = () => {
        for (const [type, listener] of listeners)
          window.addEventListener(type, listener, { capture: true });
      };
      const stopListening = () => {
        for (const [type, listener] of listeners)
          window.removeEventListener(type, listener, { capture: true });
      };
      /** The code could not be loaded: the form is plain HTML again until the next try. */
      function giveBack() {
        for (const { form, noValidate } of forms) form.noValidate = noValidate;
        const submit = heldSubmit;
        heldSubmit = null;
        heldClick = null;
        if (submit?.form.hasAttribute('action')) {
          stopListening();
          submit.form.requestSubmit(submit.submitter);
          listen();
        }
      }

      arrival.takeOver = stopListening;
      arrival.settle = () => {
        const submit = heldSubmit;
        const click = heldClick;
        heldSubmit = null;
        heldClick = null;
        if (submit?.form.isConnected) submit.form.requestSubmit(submit.submitter);
        else if (click?.isConnected) click.click();
      };
      listen();
      for (const { form } of forms) form.noValidate = true;
      // A visitor who clicked into the form before this island hydrated is already in it.
      if (loadAtOnce?.() || element.contains(document.activeElement)) begin();
      return () => {
        stopListening();
        arrival.takeOver = undefined;
        arrival.settle = undefined;
      };
    }, [arrival]);

    return (
      <div ref={root} style={{ display: 'contents' }}>
        <ArrivalContext.Provider value={arrival}>{content}</ArrivalContext.Provider>
      </div>
    );
  }
  return EnhanceOnInteraction;
}

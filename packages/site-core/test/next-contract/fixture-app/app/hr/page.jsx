import { Counter } from './Counter';

/** Prerendered, with Croatian text (the ASCII page cache) and a client component (Next's chunks). */
export default function Page() {
  return (
    <main>
      <h1>Lijekovi – čuvanje</h1>
      <Counter />
    </main>
  );
}

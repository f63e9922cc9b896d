import { highlight } from './highlight';

/** Text with the words that matched the search wrapped in <mark>; renders on the server and in the header alike. */
export function Marked({ text, matched }: { text: string; matched: ReadonlySet<string> }) {
  return (
    <>
      {highlight(text, matched).map((segment, index) =>
        segment.hit ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}

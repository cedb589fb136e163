import { Fragment } from 'react';

/** A message shown as text, one line per entry (the server's errorMsg list joined by line breaks). */
export function MessageText({ text }: { readonly text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

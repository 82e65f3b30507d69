/** Web addresses in a message: http(s) only, up to the next space. */
const LINK = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'])/g;

/**
 * A message's text as text (React escapes it: no HTML ever renders), with web addresses as links that open apart and
 * pass no standing (rel noopener nofollow ugc).
 */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(LINK);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noopener nofollow ugc">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

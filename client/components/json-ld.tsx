import { useNonce } from "../nonce";

/**
 * schema.org data as a JSON-LD script in the page, carrying the response's CSP nonce like every
 * script (docs/security.md). `<`, `>` and `&` are escaped so text from a page can never end the
 * script or start markup.
 */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped, never markup.
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
  );
}

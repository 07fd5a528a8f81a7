import Markdown, { type MarkdownToJSX } from "markdown-to-jsx/react";
import { Children, type ComponentProps, isValidElement, type ReactNode } from "react";
import { headingId } from "./heading-id";

/**
 * Generated and sample Markdown, rendered as React elements (docs/security.md, "Generated Markdown"): raw HTML is
 * never parsed (it shows as text), and only http(s) and mailto links survive; anything else
 * (javascript:, data:, vbscript:) is dropped by the sanitizer. Headings get ids from their text in
 * any script, unique within the text (heading-id.ts).
 */
export function safeUrl(value: string, tag?: string): string | null {
  const trimmed = value.trim();
  if (trimmed.startsWith("#")) return trimmed;
  try {
    const url = new URL(trimmed);
    const allowed = tag === "img" ? ["https:"] : ["http:", "https:", "mailto:"];
    return allowed.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

type Props = {
  markdown: string;
  /** Public pages mark links as user-generated and not endorsed. */
  isPublic?: boolean;
  /** While text is still streaming in, hide half-written syntax. */
  streaming?: boolean;
  /** A paragraph that is only a link (bold or not) is a call to action: class "cta", shown as a button. */
  callsToAction?: boolean;
  className?: string;
};

function PublicLink(props: ComponentProps<"a">) {
  return <a {...props} rel="nofollow ugc noopener" />;
}

/**
 * An image in public text is never loaded for the reader: a remote image would tell its host who
 * reads the page (a tracking pixel). It becomes a link to the image, named by its alt text (or
 * its host), which the reader may follow (docs/security.md, "Generated Markdown").
 */
function PublicImage({ src, alt }: ComponentProps<"img">) {
  if (typeof src !== "string" || !src) return alt ?? null;
  const label = alt || new URL(src).host;
  return (
    <a href={src} rel="nofollow ugc noopener noreferrer" className="image-link">
      {label}
    </a>
  );
}

function PrivateLink(props: ComponentProps<"a">) {
  return <a {...props} rel="noopener noreferrer" target="_blank" />;
}

/** The one link a paragraph consists of, alone or in bold, or null (whitespace around it is ignored). */
function soleLink(children: ReactNode): boolean {
  const parts = Children.toArray(children).filter((part) => !(typeof part === "string" && part.trim() === ""));
  const only = parts.length === 1 ? parts[0] : null;
  if (!isValidElement<{ children?: ReactNode; href?: string }>(only)) return false;
  if (only.type === "strong" || only.type === "b") return soleLink(only.props.children);
  return only.type === PublicLink || only.type === PrivateLink || only.type === "a";
}

function CtaParagraph({ children, ...props }: ComponentProps<"p">) {
  return (
    <p {...props} className={soleLink(children) ? "cta" : undefined}>
      {children}
    </p>
  );
}

export function MarkdownContent({
  markdown,
  isPublic = false,
  streaming = false,
  callsToAction = false,
  className = "prose",
}: Props) {
  const options: MarkdownToJSX.Options = {
    disableParsingRawHTML: true,
    sanitizer: (value, tag) => safeUrl(value, tag),
    optimizeForStreaming: streaming,
    wrapper: null,
    // Heading ids in every script (the default drops CJK and Hangul, leaving empty, repeated ids).
    slugify: headingId,
    overrides: {
      a: { component: isPublic ? PublicLink : PrivateLink },
      ...(isPublic ? { img: { component: PublicImage } } : {}),
      ...(callsToAction ? { p: { component: CtaParagraph } } : {}),
    },
  };
  return (
    <div className={className}>
      <Markdown options={options}>{markdown}</Markdown>
    </div>
  );
}

import Markdown, { type MarkdownToJSX } from "markdown-to-jsx/react";
import type { ComponentProps } from "react";

/**
 * Generated and sample Markdown, rendered as React elements (DESIGN.md section 8): raw HTML is
 * never parsed (it shows as text), and only http(s) and mailto links survive; anything else
 * (javascript:, data:, vbscript:) is dropped by the sanitizer.
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
  className?: string;
};

function PublicLink(props: ComponentProps<"a">) {
  return <a {...props} rel="nofollow ugc noopener" />;
}

function PrivateLink(props: ComponentProps<"a">) {
  return <a {...props} rel="noopener noreferrer" target="_blank" />;
}

export function MarkdownContent({ markdown, isPublic = false, streaming = false, className = "prose" }: Props) {
  const options: MarkdownToJSX.Options = {
    disableParsingRawHTML: true,
    sanitizer: (value, tag) => safeUrl(value, tag),
    optimizeForStreaming: streaming,
    wrapper: null,
    overrides: { a: { component: isPublic ? PublicLink : PrivateLink } },
  };
  return (
    <div className={className}>
      <Markdown options={options}>{markdown}</Markdown>
    </div>
  );
}

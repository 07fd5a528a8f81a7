import type { ComponentProps } from "react";
import { splitComponent } from "../ui/split-component";
import type { MarkdownContent } from "./markdown-content";

/**
 * Generated Markdown on the screens that render it live (the result, social posts): MarkdownContent,
 * whose parser (markdown-to-jsx, ~31 KB gzip) loads only once there is a text to show
 * (docs/performance.md). The server renders the text in full; in the browser, until the parser
 * is there, the text shows as it was written, in the same reading layout.
 */
export const MarkdownView = splitComponent<ComponentProps<typeof MarkdownContent>>(
  () => import("./markdown-content").then((module) => module.MarkdownContent),
  ({ markdown, className = "prose" }) => (
    <div className={className}>
      <p className="markdown-pending">{markdown}</p>
    </div>
  ),
);

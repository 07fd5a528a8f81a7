import type { ComponentType, ReactNode } from "react";
import type { LayoutName } from "../../shared/routes";
import { DefaultLayout } from "./default-layout";
import { IframeLayout, UseCasesPreviewLayout } from "./embed-layouts";
import { GenerateLayout } from "./generate-layout";
import { GenerateReleaseLayout } from "./generate-release-layout";
import { HistoryLayout } from "./history-layout";
import { PreviewLayout } from "./preview-layout";

/** The seven layouts (docs/product.md, "Layouts and route metadata"), by the name a route's `handle.layout` gives. */
export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  generate: GenerateLayout,
  "generate-release": GenerateReleaseLayout,
  history: HistoryLayout,
  iframe: IframeLayout,
  preview: PreviewLayout,
  "usecases-preview": UseCasesPreviewLayout,
};

import { unmatchedRoute } from "../route-errors";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs): never {
  unmatchedRoute(request);
}

export default function NotFound() {
  return null;
}

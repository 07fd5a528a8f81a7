import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { withTracker } from "./deferred";

/**
 * Tells the tracker about page loads and navigations (docs/analytics.md, "Page timing"). A page has
 * finished loading once its location has rendered (an effect on the location key); the next page
 * starts loading when the router's navigation enters "loading". A navigation without a loading
 * state (nothing to load) ends the visit when the new location renders instead.
 */
export function useAnalyticsNavigation(): void {
  const location = useLocation();
  const navigation = useNavigation();
  const nextPathname = navigation.state === "loading" ? navigation.location.pathname : null;

  useEffect(() => {
    withTracker((tracker) => tracker.pageLoaded(location.key, location.pathname));
  }, [location.key, location.pathname]);

  useEffect(() => {
    if (nextPathname !== null) withTracker((tracker) => tracker.navigationStarted(nextPathname));
  }, [nextPathname]);
}

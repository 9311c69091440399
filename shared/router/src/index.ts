// The routing API every app uses, shared as one singleton. Sharing react-router-dom itself would
// ship all of it (data routers, server helpers, cookies) because shared modules are not
// tree-shaken; this package re-exports the declarative API only, so the bundler keeps just that.
// Adding an export here needs the shell redeployed before a remote relies on it.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useResolvedPath,
  useInRouterContext,
  useNavigationType,
  useOutlet,
  useOutletContext,
  generatePath,
  matchPath,
  matchRoutes,
  createSearchParams,
  resolvePath,
} from 'react-router-dom';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  To,
  Path,
  Params,
  LinkProps,
  NavLinkProps,
  RouteObject,
  SetURLSearchParams,
  URLSearchParamsInit,
} from 'react-router-dom';

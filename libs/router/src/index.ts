// The router every app uses, shared as ONE singleton (libs/mf-config): the part of react-router the apps need.
// Shared as a whole, react-router (its data routers, server runtime and cookies included) could not be tree-shaken:
// 51 KB of the first screen's JavaScript (brotli) for what weighs 13 KB here (issue 12). Apps import from
// '@app/router', never from 'react-router' (ESLint enforces it): two copies would mean two router contexts.
export { BrowserRouter, Link, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { Location } from 'react-router';

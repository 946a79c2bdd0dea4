import { RouterProvider } from 'react-router-dom';
import { ToastHost } from '@/ui/ToastHost';
import { router } from './routes';

/** The app root: the route tree, and the toasts the worker raises (outside routes so they survive errors). */
export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <ToastHost />
    </>
  );
}

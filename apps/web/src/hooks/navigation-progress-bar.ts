import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// The spinner duplicates the bar and sits over the header's right-hand actions.
NProgress.configure({ showSpinner: false });

/** The top progress bar; loaded with the first navigation (`use-navigation-progress.ts`). */
export const progressBar = {
  start: () => void NProgress.start(),
  done: () => void NProgress.done(),
};

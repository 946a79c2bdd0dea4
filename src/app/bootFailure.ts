/**
 * When the app itself cannot start (React DOM's chunk or the first screen's code did not load):
 * the crash screen's news (spec 3 §2 Shell) in plain DOM, as React cannot draw it, with a Try again
 * that loads the page afresh. It goes above whatever the HTML drew, so a server-rendered menu
 * stays readable; a page the app renders itself would otherwise stay blank.
 */
export function showBootFailure(root: HTMLElement, error: unknown): void {
  console.error('The app did not start', error);
  if (root.querySelector('.boot-failure')) return;
  const box = document.createElement('div');
  box.className = 'page crash-screen boot-failure';
  box.setAttribute('role', 'alert');

  // The page's heading unless the server drew one (a menu, the home page).
  const title = document.createElement(root.querySelector('h1') ? 'h2' : 'h1');
  title.className = 'crash-screen__title';
  title.textContent = 'Something went wrong';
  const text = document.createElement('p');
  text.className = 'crash-screen__text';
  text.textContent =
    'Sorry, this page did not finish loading. Check your connection and try again.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Try again';
  retry.addEventListener('click', () => {
    retry.disabled = true;
    window.location.reload();
  });

  box.append(title, text, retry);
  root.prepend(box);
  retry.focus();
}

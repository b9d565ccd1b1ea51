import { render } from 'preact';
import { App } from './ui/App.js';
import './styles.css';

render(<App />, document.getElementById('app')!);

// Offline play: our own service worker (src/sw/sw.js), only in the built game.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // Without a service worker the game still works online; nothing to tell the player.
    });
  });
}

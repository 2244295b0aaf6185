/* global window, location, WebSocket */
// Opens the web shell's bridge socket while the page's scripts are still downloading (a classic
// script in <head>, from the app's own origin, as the CSP's script-src 'self' requires): the
// renderer's bridge (bridge/ws-bridge-global.ts) adopts it, already open, and its first call
// (settings.getState) goes out at once instead of after a handshake begun once every module
// has run. Messages that come before the adoption wait in `received`. Electron's preload
// bridge needs no socket.
(function () {
  if (window.consoleDesktop || typeof WebSocket !== 'function') return;
  try {
    var scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    var socket = new WebSocket(scheme + '//' + location.host + '/__bridge');
    var boot = { socket: socket, received: [] };
    socket.onmessage = function (event) {
      boot.received.push(event);
    };
    window.consoleBootSocket = boot;
  } catch {
    // The bridge opens its own socket, as without this script.
  }
})();

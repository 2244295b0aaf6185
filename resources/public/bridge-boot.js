/* global window, location, WebSocket */
// Opens the web shell's bridge socket while the page's scripts are still downloading (a classic
// script in <head>, from the app's own origin, as the CSP's script-src 'self' requires), and
// sends the first call, settings.getState, as soon as it opens (id 0; the bridge numbers its
// own calls from 1): the shell needs that answer before it renders, and it is in by the time
// the modules have run. The renderer's bridge (bridge/ws-bridge-global.ts) adopts the socket
// with what it received meanwhile (`received`) and hands that answer to its first
// settings.getState (`sent`). Electron's preload bridge needs no socket.
(function () {
  if (window.consoleDesktop || typeof WebSocket !== 'function') return;
  try {
    var scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    var socket = new WebSocket(scheme + '//' + location.host + '/__bridge');
    var boot = { socket: socket, received: [], sent: [] };
    socket.onmessage = function (event) {
      boot.received.push(event);
    };
    socket.onopen = function () {
      var call = { type: 'invoke', id: 0, name: 'settings.getState', input: {} };
      socket.send(JSON.stringify(call));
      boot.sent.push(call);
    };
    window.consoleBootSocket = boot;
  } catch {
    // The bridge opens its own socket, as without this script.
  }
})();

/**
 * The one script a snapshot page runs (spec 002 section 7 "Snapshot"): it answers the viewer's
 * `highlight` message by finding the element, outlining it and scrolling to it, and posts
 * back `ready`, `highlighted` or a `domError`. The page's own scripts were removed when it was
 * captured; the page's policy allows this script by its hash and nothing else, so inline handlers
 * and `javascript:` URLs left in scanned markup stay dead. The page runs in an opaque origin
 * (sandbox without allow-same-origin): the script reaches no cookie, storage or parent DOM.
 *
 * Plain ES5 in a string rather than a serialised function, so no bundler helper can leak into it.
 */
import { createHash } from 'node:crypto';
import { SNAPSHOT_FRAME } from '@curbcut/core';
import { ORIGINAL_ATTRIBUTE_PREFIX, URL_ATTRIBUTE_NAMES } from './snapshotHtml';

const SCRIPT = `(function () {
  'use strict';
  var FROM = ${JSON.stringify(SNAPSHOT_FRAME.fromFrame)};
  var TO = ${JSON.stringify(SNAPSHOT_FRAME.toFrame)};
  var NOT_AVAILABLE = ${JSON.stringify(SNAPSHOT_FRAME.errors.notAvailable)};
  var NOT_FOUND = ${JSON.stringify(SNAPSHOT_FRAME.errors.notFound)};
  var RETRIES = ${SNAPSHOT_FRAME.retries};
  var BASE_MS = ${SNAPSHOT_FRAME.retryBaseMs};
  var parentWindow = window.parent;
  var mark = null;
  var current = null;
  var request = 0;

  function post(type, detail) {
    if (parentWindow !== window) parentWindow.postMessage({ source: FROM, type: type, detail: detail }, '*');
  }

  /* The snapshot's URL attributes point at stored copies; their original values are kept under
     ORIGINAL, so a selector naming one (img[src$="board.svg"]) is tried on the copy first. */
  var URL_ATTRIBUTE = /\\[\\s*(${URL_ATTRIBUTE_NAMES.join('|')})(?=\\s*(?:[~|^$*]?=|\\]))/gi;
  var ORIGINAL = ${JSON.stringify(ORIGINAL_ATTRIBUTE_PREFIX)};

  /* The element a selector step names; throws when no form of the selector is valid. */
  function query(root, step) {
    var mapped = step.replace(URL_ATTRIBUTE, function (whole, name) { return '[' + ORIGINAL + name.toLowerCase(); });
    var forms = mapped === step ? [step] : [mapped, step];
    var invalid = 0;
    for (var i = 0; i < forms.length; i++) {
      try {
        var found = root.querySelector(forms[i]);
        if (found) return found;
      } catch (error) {
        invalid += 1;
      }
    }
    if (invalid === forms.length) throw new Error('invalid selector');
    return null;
  }

  /* A target is a selector path through frames and shadow roots; the snapshot holds neither a
     frame's document nor a shadow tree, so the deepest element reached stands for the issue. */
  function locate(path) {
    var root = document;
    var element = null;
    for (var i = 0; i < path.length; i++) {
      var found = query(root, path[i]);
      if (!found) return element;
      element = found;
      if (!found.shadowRoot) return element;
      root = found.shadowRoot;
    }
    return element;
  }

  function place() {
    if (!current || !mark) return;
    var r = current.getBoundingClientRect();
    mark.style.top = (r.top + window.scrollY - 4) + 'px';
    mark.style.left = (r.left + window.scrollX - 4) + 'px';
    mark.style.width = (Math.max(r.width, 4) + 8) + 'px';
    mark.style.height = (Math.max(r.height, 4) + 8) + 'px';
  }

  function show(element) {
    current = element;
    if (!mark) {
      mark = document.createElement('div');
      mark.setAttribute('aria-hidden', 'true');
      mark.setAttribute('data-curbcut-highlight', '');
      mark.style.cssText = 'position:absolute;z-index:2147483647;pointer-events:none;box-sizing:border-box;' +
        'border:4px solid #c8102e;outline:2px solid #fff;box-shadow:0 0 0 9999px rgba(0,0,0,0.2);border-radius:3px;';
      (document.body || document.documentElement).appendChild(mark);
    }
    place();
    var r = element.getBoundingClientRect();
    window.scrollTo(Math.max(0, r.left + window.scrollX - 40), Math.max(0, r.top + window.scrollY - window.innerHeight / 3));
  }

  function highlight(path, attempt, id) {
    if (id !== request) return;
    var element;
    try {
      element = path.length === 0 ? undefined : locate(path);
    } catch (error) {
      element = undefined;
    }
    if (element === undefined) return post('domError', NOT_AVAILABLE);
    if (element === null) {
      if (attempt >= RETRIES) return post('domError', NOT_FOUND);
      setTimeout(function () { highlight(path, attempt + 1, id); }, BASE_MS * Math.pow(2, attempt));
      return;
    }
    show(element);
    post('highlighted', null);
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== parentWindow || !data || data.source !== TO) return;
    if (data.type !== 'highlight' || !Array.isArray(data.target)) return;
    request += 1;
    highlight(data.target.filter(function (step) { return typeof step === 'string' && step !== ''; }), 0, request);
  });
  /* A snapshot is a picture of the page: its links lead nowhere. */
  document.addEventListener('click', function (event) {
    var target = event.target;
    if (target && target.closest && target.closest('a[href], area[href]')) event.preventDefault();
  }, true);
  window.addEventListener('resize', place);
  window.addEventListener('load', place);
  post('ready', null);
})();`;

/** The policy's source for the script: its SHA-256. */
export const SNAPSHOT_VIEWER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/**
 * The snapshot HTML with the viewer script at its end: after everything the page holds, so the
 * parser has built the page when it runs, and no markup of the page (a stray `<head>` in a
 * comment) can swallow it.
 */
export function withViewerScript(html: string): string {
  return `${html}\n<script>${SCRIPT}</script>`;
}

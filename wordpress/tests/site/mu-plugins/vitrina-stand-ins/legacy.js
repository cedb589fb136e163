/* global window, document */
// Stands in for every legacy plugin file: records that it ran, by its tag's id (WordPress prints "<handle>-js").
(window.vitrinaLegacyRan = window.vitrinaLegacyRan || []).push(document.currentScript ? document.currentScript.id : '?');

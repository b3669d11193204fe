/**
 * A worker started by the start script (src/start.ts). A page's first Intl call loads the browser's
 * locale and time-zone data, 15 to 35 ms here and more on a phone; that data is shared by the page's
 * threads, so made here it leaves the main thread's first dates at well under a millisecond.
 */
new Intl.DateTimeFormat().format(0);
close();

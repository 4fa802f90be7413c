import browser from 'webextension-polyfill';

/**
 * Alarms wake a stopped service worker. A running crawl keeps one (every 30 s, Chrome's minimum since 120) so that a
 * worker Chrome stopped during a long delay comes back and resumes; it is cleared when the crawl ends.
 */
export function startRepeatingAlarm(name: string, periodInMinutes: number): void {
  void browser.alarms.create(name, { periodInMinutes, delayInMinutes: periodInMinutes });
}

export function clearAlarm(name: string): void {
  void browser.alarms.clear(name);
}

/** Calls `listener` when the named alarm fires; register at the top level of the worker so a waking alarm is delivered. */
export function onAlarm(name: string, listener: () => void): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === name) listener();
  });
}

/** Schedules the named alarm once at `when` (epoch ms), replacing a pending one of that name. */
export function scheduleAlarmAt(name: string, when: number): void {
  void browser.alarms.create(name, { when });
}

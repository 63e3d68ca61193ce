import { defineMessages } from "../define-messages";

/**
 * The opening hours in words, built from the working hours of the lead settings
 * (describeWorkingHours): the whole line, a run of days, a short list of days, the day names and a
 * clock time with its part of the day. `period` is morning (4:00-11:59), noon (12:00-15:59),
 * evening (16:00-19:59), night (20:00-23:59) or lateNight (0:00-3:59); `time` is on the 12-hour
 * clock ("9:30").
 */
export const openingHours = defineMessages({
  en: {
    line: "{days}, {start} to {end} IST",
    everyDay: "Every day",
    dayRun: "{first} to {last}",
    dayList: "{others} and {last}",
    clock: "{period, select, morning {{time} am} lateNight {{time} am} other {{time} pm}}",
    monday: "Monday",
    tuesday: "Tuesday",
    wednesday: "Wednesday",
    thursday: "Thursday",
    friday: "Friday",
    saturday: "Saturday",
    sunday: "Sunday",
  },
  ml: {
    line: "{days}, {start} മുതൽ {end} വരെ (IST)",
    everyDay: "എല്ലാ ദിവസവും",
    dayRun: "{first} മുതൽ {last} വരെ",
    dayList: "{others}, {last}",
    clock:
      "{period, select, morning {രാവിലെ {time}} noon {ഉച്ചയ്ക്ക് {time}} evening {വൈകിട്ട് {time}} other {രാത്രി {time}}}",
    monday: "തിങ്കൾ",
    tuesday: "ചൊവ്വ",
    wednesday: "ബുധൻ",
    thursday: "വ്യാഴം",
    friday: "വെള്ളി",
    saturday: "ശനി",
    sunday: "ഞായർ",
  },
  hi: {
    line: "{days}, {start} से {end} तक (IST)",
    everyDay: "हर दिन",
    dayRun: "{first} से {last} तक",
    dayList: "{others} और {last}",
    clock:
      "{period, select, morning {सुबह {time} बजे} noon {दोपहर {time} बजे} evening {शाम {time} बजे} other {रात {time} बजे}}",
    monday: "सोमवार",
    tuesday: "मंगलवार",
    wednesday: "बुधवार",
    thursday: "गुरुवार",
    friday: "शुक्रवार",
    saturday: "शनिवार",
    sunday: "रविवार",
  },
  review: { ml: "to-review", hi: "to-review" },
});

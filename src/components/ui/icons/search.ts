export default "M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l5 5";

export default "M5 12l5 5 9-10";

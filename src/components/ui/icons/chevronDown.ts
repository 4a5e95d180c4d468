export default "M6 9l6 6 6-6";

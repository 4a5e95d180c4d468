export default "M15 5l-7 7 7 7";

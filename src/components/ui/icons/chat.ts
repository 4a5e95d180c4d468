export default "M4 5h16v11H9l-5 4z";

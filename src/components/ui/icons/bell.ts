export default "M6 10a6 6 0 0112 0v5l2 3H4l2-3zM10 21h4";
